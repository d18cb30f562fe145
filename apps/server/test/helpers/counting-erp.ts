import type { ErpPort } from '../../src/erp/port';

/** The ERP, counting the calls made through it. */
export function countingErp(erp: ErpPort): { erp: ErpPort; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const counted = new Proxy(erp, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls[String(key)] = (calls[String(key)] ?? 0) + 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { erp: counted, calls };
}
