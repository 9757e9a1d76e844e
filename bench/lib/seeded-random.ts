/** Deterministic randomness for the bench's traffic: the demo generator's own (one source of fake data). */
export { seededRandom as generator, type Random } from '../../src/server/demo/random.ts';
