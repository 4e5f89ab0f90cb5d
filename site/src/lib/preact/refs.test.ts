// refs.ts: a ref given to a function component stays unset, as in React 18.
import { describe, expect, it } from 'vitest';
import { cloneElement, createElement, createRef, forwardRef, render, Component, type Ref } from 'preact/compat';
import { dropFunctionComponentRefs } from './refs';

dropFunctionComponentRefs();

describe('refs under Preact, as React gives them', () => {
  it('a function component gets no ref (Radix Presence clones its child with one)', () => {
    const Item = () => createElement('div', { id: 'item' });
    const ref = createRef<unknown>();
    const container = document.createElement('div');
    render(cloneElement(createElement(Item, null), { ref }), container);
    expect(ref.current).toBeNull();
    expect(container.querySelector('#item')).not.toBeNull();
  });

  it('forwardRef hands the ref on, and a class component gets its instance', () => {
    const Field = forwardRef<HTMLInputElement>((_props, ref) => createElement('input', { ref }));
    class Counter extends Component<{ ref?: Ref<Counter> }> {
      render() {
        return createElement('p', null, '1');
      }
    }
    const input = createRef<HTMLInputElement>();
    const counter = createRef<Counter>();
    const container = document.createElement('div');
    render(
      createElement('div', null, createElement(Field, { ref: input }), createElement(Counter, { ref: counter })),
      container,
    );
    expect(input.current).toBe(container.querySelector('input'));
    expect(counter.current).toBeInstanceOf(Counter);
  });
});
