/** A one-line progress bar on stderr, so long benches show they are alive without cluttering stdout. */
export function progress(label: string, total: number): { tick: () => void; done: () => void } {
  let count = 0;
  const width = 30;
  const draw = () => {
    if (!process.stderr.isTTY) return;
    const filled = Math.round((count / total) * width);
    process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${count}/${total}`);
  };
  return {
    tick() {
      count++;
      draw();
    },
    done() {
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    },
  };
}
