import { renderOrderTemplate, sampleOrderEmailValues } from '@leadvault/contract';

/** The template filled with the test e-mail's example values, as the customer will see it. */
export const previewHtml = (html: string) =>
  renderOrderTemplate(html, sampleOrderEmailValues(window.location.origin));
