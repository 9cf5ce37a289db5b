import { describe, expect, it } from 'vitest';
import { withoutEventHandlers } from './without-event-handlers.ts';

describe('withoutEventHandlers', () => {
  it('drops handler attributes of every quoting before a parser sees them', () => {
    expect(withoutEventHandlers(`<img src="a.png" onerror="alert(1)" alt="A"><div onclick='x()' ONMOUSEOVER=y class="c">Hi</div><svg/onload=z>`)).toBe(
      `<img src="a.png"  alt="A"><div   class="c">Hi</div><svg/>`,
    );
  });

  it('leaves text and attribute values that merely mention "on…=" alone', () => {
    const html = '<p title="online=yes">Turn the oven on=high, then click.</p><a href="/menu?on=1">Menu</a>';
    expect(withoutEventHandlers(html)).toBe(html);
  });
});
