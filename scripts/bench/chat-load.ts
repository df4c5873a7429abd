import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface LoadResult {
  sent: number;
  delivered: number;
  lost: number;
  refused: number;
  p50: number;
  p99: number;
  max: number;
  /** Send → the sender's acknowledgement (stored and committed), when `matchAck` is given. */
  ack?: { p50: number; p99: number };
}

export interface Client {
  ws: WebSocket;
  /** Who this socket writes to (index into the client list). */
  partner: number;
  userId: number;
}

/** Opens sockets with bounded concurrency; fails loudly if any cannot connect. */
export async function openAll(
  specs: { url: string; headers?: Record<string, string> }[],
  concurrency = 50,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const i = next++;
      sockets[i] = await new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(specs[i].url, { headers: specs[i].headers });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
        ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sockets;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Sends `rate` messages per second, round-robin over the clients, for `seconds`, then waits up to
 * `drainMs` for the last ones. `frame(seq, client)` builds what a client sends; `match(event)`
 * recognises a delivery (a frame, parsed) and answers its sequence number (or null for other
 * traffic, or 'refused').
 */
export async function runLoad(options: {
  clients: Client[];
  rate: number;
  seconds: number;
  drainMs: number;
  frame: (seq: number, client: Client) => string;
  match: (event: unknown, receiver: Client) => number | 'refused' | null;
  /** Recognises the sender's acknowledgement of a message and answers its sequence number. */
  matchAck?: (event: unknown) => number | null;
}): Promise<LoadResult> {
  const { clients, rate, seconds, drainMs } = options;
  const sentAt = new Map<number, number>();
  const ackSentAt = new Map<number, number>();
  const latencies: number[] = [];
  const acks: number[] = [];
  let refused = 0;
  for (const client of clients) {
    client.ws.on('message', (data) => {
      // The time of arrival, before this process spends any of its own on the frame; parsed once.
      const arrived = performance.now();
      const event: unknown = JSON.parse(data.toString());
      const acked = options.matchAck?.(event);
      if (acked !== undefined && acked !== null) {
        const start = ackSentAt.get(acked);
        if (start !== undefined) acks.push(arrived - start);
        ackSentAt.delete(acked);
        return;
      }
      const seq = options.match(event, client);
      if (seq === null) return;
      if (seq === 'refused') {
        refused += 1;
        return;
      }
      const start = sentAt.get(seq);
      if (start === undefined) return;
      latencies.push(arrived - start);
      sentAt.delete(seq);
    });
  }
  // One message per tick where the timer allows (5 ms at 200/s): messages spaced evenly, as the
  // commit floor is sampled, not sent in pairs that meet at the database every 10 ms.
  const tickMs = Math.min(10, Math.max(1, Math.floor(1000 / rate)));
  const total = Math.round(rate * seconds);
  let seq = 0;
  const began = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // Catch up to the schedule: a fixed rate, whatever the timer's jitter.
      const due = Math.min(total, Math.floor(((performance.now() - began) / 1000) * rate));
      while (seq < due) {
        const client = clients[seq % clients.length];
        const now = performance.now();
        sentAt.set(seq, now);
        if (options.matchAck) ackSentAt.set(seq, now);
        client.ws.send(options.frame(seq, client));
        seq += 1;
      }
      if (seq >= total) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  const until = performance.now() + drainMs;
  while (sentAt.size > refused && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
  latencies.sort((a, b) => a - b);
  acks.sort((a, b) => a - b);
  return {
    ...(options.matchAck && { ack: { p50: percentile(acks, 50), p99: percentile(acks, 99) } }),
    sent: total,
    delivered: latencies.length,
    lost: total - latencies.length - refused,
    refused,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}
