/**
 * What a mutation needs and the sync engine's start does not: the mutators and the outbox's
 * enqueue, with the operations' argument schemas (engine.ts imports it apart, so that its module
 * graph is evaluated in a task of its own).
 */
export { MUTATORS } from './mutators/index.ts';
export { enqueueMutation } from './outbox/enqueue.ts';
