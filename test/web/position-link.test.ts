import { describe, expect, test } from 'vitest';
import { linkHash, readLink, type PositionLink } from '../../web/src/position-link.js';

describe('a position link', () => {
  test('Connect 4 is the compact move string, as on Pons\' site', () => {
    expect(linkHash({ game: 'connect4', moves: '4453', parameters: {} })).toBe('#connect4/4453');
  });

  // Every game's notation, with the spaces, dashes and letters each uses, and parameters in the form's text.
  const links: PositionLink[] = [
    { game: 'connect4', moves: '4453', parameters: {} },
    { game: 'line-em-up', moves: 'B 1,A 0,C 2', parameters: { n: '4', s: '3', blocs: 'D 3, A 3' } },
    { game: 'pylos', moves: 'a1,c1,a2,c2,b1,c3,b2 x a1 a2,c3-f1', parameters: { rules: 'standard' } },
    { game: 'amazons', moves: 'B0B2B1,E5E3E4', parameters: { size: '6' } },
    { game: 'pylos', moves: '', parameters: {} },
  ];
  test.each(links)('$game "$moves" reads back as it was written', (link) => {
    expect(readLink(linkHash(link))).toEqual(link);
  });

  test('spaces read as +, so a Line \'em Up link stays legible', () => {
    expect(linkHash(links[1])).toBe('#line-em-up/B+1,A+0,C+2?n=4&s=3&blocs=D+3%2C+A+3');
  });

  test('a fragment that is not a position opens nothing', () => {
    for (const hash of ['', '#', '#connect4', '#top', '#pylos/%zz']) expect(readLink(hash)).toBeUndefined();
  });
});
