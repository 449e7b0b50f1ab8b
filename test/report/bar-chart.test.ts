import { describe, expect, it } from 'vitest';
import { barChartSvg } from '../../src/report/bar-chart.js';
import { escapeHtml, htmlPage, htmlTable } from '../../src/report/html.js';

/** The drawn length of every bar, in order. */
const barLengths = (svg: string) => [...svg.matchAll(/<rect x="\d+" y="\d+" width="([\d.]+)" height="12" fill="#[0-9a-f]+"><title>/g)].map((m) => Number(m[1]));

describe('the HTML report pieces', () => {
  it('draws each bar as long as its value against the largest, with the value after it', () => {
    const svg = barChartSvg({
      title: 'Results per agent',
      series: ['wins', 'losses'],
      groups: [
        { label: 'a', values: [4, 1] },
        { label: 'b', values: [2, 0] },
      ],
    });
    expect(barLengths(svg)).toEqual([380, 95, 190, 0]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" role="img" aria-label="Results per agent"/);
    expect(svg).toContain('<title>a, losses: 1</title>');
    expect(svg).toContain('>wins</text>');
  });

  it('draws an all-zero chart without dividing by zero', () => {
    expect(barLengths(barChartSvg({ title: 't', series: ['wins'], groups: [{ label: 'a', values: [0] }] }))).toEqual([0]);
  });

  it('escapes names that hold markup, in tables, charts and titles', () => {
    const name = 'cmd:./bot <x> & "y"';
    expect(escapeHtml(name)).toBe('cmd:./bot &#60;x&#62; &#38; &#34;y&#34;');
    const page = htmlPage(name, `${htmlTable(['agent'], [[name]])}${barChartSvg({ title: name, series: ['wins'], groups: [{ label: name, values: [1] }] })}`);
    expect(page).not.toContain('<x>');
    expect(page).toContain(`<title>${escapeHtml(name)}</title>`);
    expect(page).toContain(`<td>${escapeHtml(name)}</td>`);
  });
});
