/** Text made safe to put in HTML, between tags or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A table: a header row, then rows of cells (already text; escaped here). */
export function htmlTable(header: string[], rows: (string | number)[][]): string {
  const cells = (tag: string, row: (string | number)[]) => row.map((cell) => `<${tag}>${escapeHtml(String(cell))}</${tag}>`).join('');
  return `<table>\n<thead><tr>${cells('th', header)}</tr></thead>\n<tbody>\n${rows.map((row) => `<tr>${cells('td', row)}</tr>`).join('\n')}\n</tbody>\n</table>`;
}

/**
 * A whole page that opens from disk with no network: its style inline, its charts inline SVG,
 * no script. `body` is HTML already (escaped by whoever built it).
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: left; }
td { font-variant-numeric: tabular-nums; }
svg { max-width: 100%; height: auto; display: block; margin: 1rem 0; }
pre { background: #f6f6f6; padding: 0.5rem; overflow-x: auto; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}
