import type { VerificationConfig } from '../../../config.ts';
import type { MailSandbox } from './mail-sandbox.ts';

/**
 * The checker's settings pointed at the sandbox: its DNS and SMTP port, and its mail hosts on
 * 127.0.0.1 allowed for these checks only (VERIFY_ALLOW_PRIVATE_MX stays for real peers).
 */
export function checkingThroughSandbox(
  config: VerificationConfig,
  sandbox: Pick<MailSandbox, 'dnsServers' | 'smtpPort'>,
): VerificationConfig {
  return {
    ...config,
    dnsServers: sandbox.dnsServers,
    smtpPort: sandbox.smtpPort,
    allowPrivateMx: true,
  };
}
