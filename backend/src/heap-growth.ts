import { setFlagsFromString } from 'node:v8';

/**
 * Between full collections V8 lets the old generation grow up to 4× what it held after the last
 * one, and gives the committed memory back only if its memory reducer runs once the process is
 * idle, which Node does not reliably let it do. So after a burst (projections catching up, a
 * list-and-search load) the backend kept the burst's heap (decision 0041). A fixed factor of 1.3,
 * the one V8 itself uses when it optimises for memory, keeps the heap near its live size. V8 reads
 * this flag at every full collection, so it holds when set at run time, unlike the heap's limits,
 * and `npm start`, the Docker image and the benches all get it from here.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=30');
}
