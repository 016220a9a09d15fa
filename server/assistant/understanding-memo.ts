import type { Gazetteer } from './gazetteer';
import { ReplyCache } from './cache';
import { eurToCop, understand, usdToCop, type ConversationContext, type Understanding } from './understand';

/** A message as the engine reads it, and the text of that reading the reply cache keys on. */
export type Reading = { understanding: Understanding; question: string };

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/**
 * The last readings of messages, per gazetteer: the same words in the same kind of conversation read the same way,
 * and the popular ones (the prompts /chat offers) arrive again and again. Reading a message (spelling, number
 * words, places, money) costs more than answering it from the reply cache, so a repeated message is read once. A
 * reading is frozen: a handler that changed it would change the answer to everyone who asks the same.
 */
export function createUnderstandingMemo(maxEntries = 1000) {
  const byGazetteer = new WeakMap<Gazetteer, ReplyCache<Reading>>();

  return (message: string, context: ConversationContext, gazetteer: Gazetteer, now: number): Reading => {
    let memo = byGazetteer.get(gazetteer);
    if (!memo) {
      memo = new ReplyCache<Reading>(maxEntries);
      byGazetteer.set(gazetteer, memo);
    }
    // The exchange rates are part of the reading ('USD 100.000' is read in pesos).
    const key = `${+context.hasActiveSearch}${+context.hasAnalysis}\u0000${usdToCop()}\u0000${eurToCop()}\u0000${message}`;
    const known = memo.get(key, now);
    if (known) return known;
    const understanding = deepFreeze(understand(message, context, gazetteer));
    // The share of words understood only scores the message; it does not change the answer.
    const { ack: _ack, ...question } = understanding;
    const reading = { understanding, question: JSON.stringify(question) };
    memo.set(key, reading, now);
    return reading;
  };
}
