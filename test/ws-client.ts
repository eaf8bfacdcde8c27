/** A tab's WebSocket in tests: collects events, and waits for the one a test expects. */
import { WEBSOCKET_PATH } from '../src/contract/realtime.ts';
import { TEST_ORIGIN } from './api-helper.ts';

export interface TestSocket {
  ws: WebSocket;
  /** Every event received so far, in order. */
  events: { type: string; [key: string]: unknown }[];
  /** The nth event (1-based), once it has arrived. */
  next(n: number): Promise<unknown>;
  /** The first event (received or still to come) that matches. */
  waitFor(match: (event: { type: string; [key: string]: unknown }) => boolean): Promise<Record<string, unknown>>;
  opened: Promise<void>;
  closed: Promise<number>;
  send(event: unknown): void;
}

/** base: `http://127.0.0.1:port` of a listening app. */
export function openSocket(base: string, cookie?: string): TestSocket {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${WEBSOCKET_PATH}`, {
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  } as unknown as string[]);
  const events: TestSocket['events'] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (e) => {
    events.push(JSON.parse(String(e.data)));
    for (const w of waiters.splice(0)) w();
  });
  const arrival = () => new Promise<void>((r) => waiters.push(r));
  return {
    ws,
    events,
    async next(n) {
      while (events.length < n) await arrival();
      return events[n - 1];
    },
    async waitFor(match) {
      for (let seen = 0; ; ) {
        const found = events.slice(seen).find(match);
        if (found) return found;
        seen = events.length;
        await arrival();
      }
    },
    opened: new Promise((r) => ws.addEventListener('open', () => r())),
    closed: new Promise((r) => ws.addEventListener('close', (e) => r(e.code))),
    send: (event) => ws.send(JSON.stringify(event)),
  };
}
