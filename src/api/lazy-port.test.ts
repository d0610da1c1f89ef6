import { describe, expect, it } from 'vitest';
import { lazyPort, partlyLazyPort } from './lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
  fail(): Promise<never>;
}

describe('lazyPort', () => {
  it('loads the implementation on the first call only, and passes every call through', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `hi ${name}`, fail: () => Promise.reject(new Error('no')) };
    });
    expect(loads).toBe(0);
    await expect(Promise.all([port.greet('a'), port.greet('b')])).resolves.toEqual(['hi a', 'hi b']);
    await expect(port.fail()).rejects.toThrow('no');
    expect(loads).toBe(1);
  });

  it('tries the load again after it failed', async () => {
    let attempt = 0;
    const port = lazyPort<Greeter>(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { greet: async (name) => name, fail: () => Promise.reject(new Error('no')) };
    });
    await expect(port.greet('x')).rejects.toThrow('offline');
    await expect(port.greet('y')).resolves.toBe('y');
  });

  it('is no thenable, so awaiting the port itself loads nothing', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => name, fail: () => Promise.reject(new Error('no')) };
    });
    expect(await Promise.resolve(port)).toBe(port);
    expect(loads).toBe(0);
  });
});

describe('partlyLazyPort', () => {
  it('answers the ready calls without loading, and loads the rest on the first of them', async () => {
    let loads = 0;
    const port = partlyLazyPort<Greeter, 'greet'>({ greet: async (name) => `ready ${name}` }, async () => {
      loads += 1;
      return { greet: async (name) => `loaded ${name}`, fail: () => Promise.reject(new Error('no')) };
    });
    await expect(port.greet('a')).resolves.toBe('ready a');
    expect(loads).toBe(0);
    await expect(port.fail()).rejects.toThrow('no');
    await expect(port.greet('b')).resolves.toBe('ready b');
    expect(loads).toBe(1);
  });
});
