import { describe, expect, it } from 'vitest';
import { renderOrderTemplate, sampleOrderEmailValues } from './email-template.ts';

describe('renderOrderTemplate', () => {
  const values = {
    ...sampleOrderEmailValues('https://shop.example'),
    customerName: '<b>"Bo" & Al</b>',
  };

  it('fills each known placeholder with its value, HTML-escaped', () => {
    expect(renderOrderTemplate('<p>Hi {{customerName}}, order {{ orderId }}</p>', values)).toBe(
      '<p>Hi &#60;b&#62;&#34;Bo&#34; &#38; Al&#60;/b&#62;, order TEST1234</p>',
    );
    expect(renderOrderTemplate('<a href="{{ordersUrl}}">{{amount}}</a>', values)).toBe(
      '<a href="https://shop.example/user-dashboard/my-orders/">$49.00</a>',
    );
  });

  it('leaves any other placeholder as written', () => {
    expect(renderOrderTemplate('{{customerNmae}} {{ total }} {{toString}}', values)).toBe(
      '{{customerNmae}} {{ total }} {{toString}}',
    );
  });
});
