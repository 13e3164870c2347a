/**
 * A schema built the first time it is used (ADR 058). In the browser, building every schema of the contract
 * when its module is evaluated was the longest task of a page's start on a slowed phone (about 100 ms at 4×,
 * 400–700 schemas, most of them for calls the page never makes). So each top-level schema is written as
 * `lazySchema(() => z.object(…))`: the browser gets a stand-in that builds the schema on its first use (a
 * parse, a read of its shape, composing it into another) and then answers as that schema in every way. A
 * schema built inside another's builder is built with it.
 *
 * Without a document (the server, the API, Node tests) the schema is built at once: nothing there waits on
 * it, and a hot parse pays no stand-in.
 */
export function lazySchema<T extends object>(build: () => T): T {
  if (typeof document === 'undefined') return build();
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // The stand-in's own target stays empty: every trap answers from the built schema, with the schema as
  // `this` for its getters, so what zod memoises lands on the schema itself.
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => {
      const built = schema();
      return Reflect.get(built, key, built);
    },
    set: (_, key, value) => {
      const built = schema();
      return Reflect.set(built, key, value, built);
    },
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may not report a property as non-configurable that its own target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(schema(), key);
      return found && { ...found, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
