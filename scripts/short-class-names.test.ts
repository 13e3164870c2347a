import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names';

describe('shortClassNames', () => {
  it('names a class by its stylesheet and its own name, the same in every build', () => {
    const name = shortClassNames('/work/store')('card', '/work/store/src/components/ui/product-card.module.css');
    expect(name).toMatch(/^_[0-9a-z]{6}$/);
    // Another checkout, another build: the same name, so the server's HTML and the browser's code agree.
    expect(shortClassNames('/ci/clone')('card', '/ci/clone/src/components/ui/product-card.module.css')).toBe(name);
    expect(shortClassNames('/work/store')('card', '/work/store/src/components/ui/product-card.module.css?used')).toBe(
      name,
    );
  });

  it('gives another class, or the same class of another stylesheet, another name', () => {
    const name = shortClassNames('/s');
    const names = new Set([
      name('card', '/s/a.module.css'),
      name('cards', '/s/a.module.css'),
      name('card', '/s/b.module.css'),
    ]);
    expect(names.size).toBe(3);
  });

  it('stops the build when two classes would share a name', () => {
    // One character: 36 names, so 37 classes cannot all have their own.
    const name = shortClassNames('/s', 1);
    expect(name('a', '/s/x.module.css')).toBe(name('a', '/s/x.module.css'));
    expect(() => Array.from({ length: 37 }, (_, i) => name(`c${i}`, '/s/y.module.css'))).toThrow(/would both be _/);
  });
});
