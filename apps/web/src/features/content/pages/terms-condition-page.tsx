import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { LegalDocument, type LegalSection, legalLinkClass } from '../components/legal-document';

/** The page's own terms, after the Website and us. */
const definitions = (
  <>
    <li>
      <strong>“Customer” or “you”</strong> means the person or business that uses the Website or
      buys from us.
    </li>
    <li>
      <strong>“Account”</strong> means the customer account you create on the Website.
    </li>
    <li>
      <strong>“Package”</strong> means a database of business contact information (the “Data”)
      offered for sale on the Website.
    </li>
    <li>
      <strong>“Order”</strong> means your request to buy a Package, confirmed once your payment has
      been received.
    </li>
    <li>
      <strong>“Credits”</strong> means the points in your Account used for lead searches.
    </li>
  </>
);

const sections: LegalSection[] = [
  {
    id: 'accounts',
    title: 'Eligibility and accounts',
    body: (
      <p>
        You must be at least 18 years old and use the Website for business purposes. The information
        you give us when you register and order must be accurate and kept up to date. An Account is
        personal to the person who created it.
      </p>
    ),
  },
  {
    id: 'account-security',
    title: 'Account security',
    body: (
      <>
        <p>You are responsible for everything that happens under your Account. You agree to:</p>
        <ul>
          <li>keep your password confidential and not reuse it on other sites;</li>
          <li>not share your Account or its download links with anyone else;</li>
          <li>sign out after using a shared or public device;</li>
          <li>
            tell us immediately through our{' '}
            <Link to={paths.contact} className={legalLinkClass}>
              contact page
            </Link>{' '}
            if you suspect unauthorised use of your Account.
          </li>
        </ul>
        <p>
          We may suspend an Account that we believe has been compromised, to protect you and other
          customers. We will never ask you for your password.
        </p>
      </>
    ),
  },
  {
    id: 'licence',
    title: 'Packages and your licence to use the Data',
    body: (
      <>
        <p>
          Once your payment has been received, we grant you a non-exclusive, non-transferable
          licence to use the Data of the Package you bought for your own business-to-business sales
          and marketing.
        </p>
        <p>
          You may not resell, share, publish or give away the Data, in whole or in part, or combine
          it into a product that you offer to others.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>
          Follow the e-mail marketing and data protection laws that apply to you and to the people
          you contact, such as CAN-SPAM, GDPR, PECR and CASL.
        </li>
        <li>
          Identify yourself in every message, include a working unsubscribe option and honour
          opt-out requests promptly.
        </li>
        <li>Do not send unlawful, misleading or harmful content.</li>
        <li>
          Do not attempt to disrupt, scrape or gain unauthorised access to the Website or its
          systems.
        </li>
      </ul>
    ),
  },
  {
    id: 'prices-payment',
    title: 'Prices and payment',
    body: (
      <p>
        Prices are shown in US dollars and are those on the Website when you place your Order. Each
        Package is paid once; there is no subscription. Payments are processed by PayPal, by PayPal
        balance or card. Your Order is confirmed when we have received your payment. Any fees your
        bank or card issuer charges are your responsibility.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery and access',
    body: (
      <p>
        As soon as your payment is received, the download links of your Package appear under My
        Orders in your dashboard. Please download your files promptly and keep your own copy.
      </p>
    ),
  },
  {
    id: 'replacements-refunds',
    title: 'Replacements and refunds',
    body: (
      <p>
        If more than 5% of the addresses in a Package hard-bounce within 30 days of purchase, send
        us your bounce report and we will replace the bounced records free of charge. Because the
        Data is digital and available immediately, payments are not refundable, except where a
        Package cannot be delivered or the law requires a refund.
      </p>
    ),
  },
  {
    id: 'credits',
    title: 'Credits',
    body: (
      <p>
        New Accounts receive 5 free Credits. Credits are used for lead searches, have no cash value,
        cannot be transferred to another Account and are not refundable. Additional Credits can be
        arranged with our sales team.
      </p>
    ),
  },
  {
    id: 'cookies-privacy',
    title: 'Cookies and your data',
    body: (
      <p>
        We use only the cookies needed to keep you signed in, and we handle your personal data as
        described in our{' '}
        <Link to={paths.privacyPolicy} className={legalLinkClass}>
          Privacy Policy
        </Link>
        , which forms part of these Terms.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The Website, its design and text, and the compilation of the Data belong to us or our
        licensors. Apart from the licence in these Terms, no rights are transferred to you.
      </p>
    ),
  },
  {
    id: 'disclaimers-liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          We research and verify our Data carefully, but people change jobs and companies change
          addresses, so we cannot guarantee that every record is accurate or that your campaigns
          will achieve particular results.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, such
          as lost profits or business, and our total liability for any Order is limited to the
          amount you paid for it.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        We may suspend or close an Account that breaks these Terms, in particular the licence and
        acceptable-use rules. You may close your Account at any time by contacting us.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms from time to time. The date at the top of this page shows the
        latest version, which applies to Orders placed after that date.
      </p>
    ),
  },
];

/** /terms-condition: static text; shows the site's own address. */
export function TermsConditionPage() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      intro={(origin) => (
        <p>
          These Terms and Conditions govern your use of <strong>{origin}</strong> and every purchase
          you make from {SITE_NAME}. By creating an Account, buying a Package or otherwise using the
          Website, you accept these Terms. If you do not agree, please do not use the Website.
        </p>
      )}
      definitions={definitions}
      sections={sections}
    />
  );
}
