/**
 * A running server's full garbage collections must not push process.nextTick
 * off V8's fast path (keep-tick-shape.ts). Each case runs in a fresh Node
 * process that loads the app's modules as main.ts does, runs ticks with full
 * collections between them and prints nextTick's inline caches.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const keepModule = fileURLToPath(new URL('./keep-tick-shape.ts', import.meta.url));
const appModule = fileURLToPath(new URL('./app.ts', import.meta.url));

/** How many of nextTick's tick-object property definitions went megamorphic. */
async function megamorphicDefinitions(keep: boolean): Promise<{ megamorphic: number; total: number }> {
  // Ticks in batches, enough for V8 to optimize nextTick, with a full collection every 25 batches, as in a running server.
  const script = `
    ${keep ? `await import(${JSON.stringify(keepModule)});` : ''}
    await import(${JSON.stringify(appModule)});
    const noop = () => {};
    for (let batch = 0; batch < 300; batch++) {
      for (let i = 0; i < 1000; i++) process.nextTick(noop);
      await new Promise((resolve) => setImmediate(resolve));
      if (batch % 25 === 24) globalThis.gc();
    }
    %DebugPrint(process.nextTick);
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', script],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return {
    megamorphic: stdout.match(/DefineKeyedOwnPropertyInLiteral MEGAMORPHIC/g)?.length ?? 0,
    total: stdout.match(/DefineKeyedOwnPropertyInLiteral /g)?.length ?? 0,
  };
}

describe('nextTick after the app loads', () => {
  it('loses its fast path without the kept tick object (the condition the module exists for)', async () => {
    // If this starts failing after a Node upgrade, V8 no longer loses the shape: delete keep-tick-shape.ts.
    const { megamorphic } = await megamorphicDefinitions(false);
    expect(megamorphic).toBeGreaterThan(0);
  });

  it('keeps every tick-object property definition monomorphic with it', async () => {
    const { megamorphic, total } = await megamorphicDefinitions(true);
    expect(total).toBeGreaterThan(0);
    expect(megamorphic).toBe(0);
  });
});
