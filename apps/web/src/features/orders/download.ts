import { type DeliveryStart, formatFileSize } from '@leadvault/contract';
import { toast } from 'react-toastify';

/**
 * Follows a delivery's signed link. The answer is sent as an attachment, so the page stays
 * where it is; a download is announced with its name and size.
 */
export function followDelivery(answer: DeliveryStart) {
  const link = document.createElement('a');
  link.href = answer.url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  if (answer.kind === 'download') {
    toast.success(`Downloading ${answer.fileName} (${formatFileSize(answer.sizeBytes)}).`);
  }
}
