/** Runs `count` tasks with at most `concurrency` in flight; bounded in count by design. */
export async function runPool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
