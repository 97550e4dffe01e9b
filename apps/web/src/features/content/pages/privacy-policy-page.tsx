import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { LegalDocument, type LegalSection, legalLinkClass } from '../components/legal-document';

/** The page's own terms, after the Website and us. */
const definitions = (
  <>
    <li>
      <strong>“You”</strong> means the person using the Website, or the business on whose behalf
      that person acts.
    </li>
    <li>
      <strong>“Account”</strong> means the customer account you create to buy and access our
      products.
    </li>
    <li>
      <strong>“Personal Data”</strong> means any information that identifies you or can reasonably
      be linked to you.
    </li>
    <li>
      <strong>“Package”</strong> means a database of business contact information offered for sale
      on the Website.
    </li>
    <li>
      <strong>“Service Providers”</strong> means companies that process data on our behalf, such as
      our payment, hosting and e-mail delivery providers.
    </li>
  </>
);

const sections: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the Website and serve you:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your name, e-mail address and password (stored
            only as a secure one-way hash), and a profile picture if you choose to add one.
          </li>
          <li>
            <strong>Order information:</strong> the Package you buy, your full name, address, city
            and country, and the order and payment references. You enter card details directly with
            our payment provider (PayPal); we never see or store your card number.
          </li>
          <li>
            <strong>Messages:</strong> the name, e-mail address, subject and text you send us
            through the contact form.
          </li>
          <li>
            <strong>Technical information:</strong> your IP address, browser type, device
            information and the pages you request, recorded in server logs to keep the Website
            secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use your information',
    body: (
      <>
        <ul>
          <li>To create and manage your Account and to sign you in.</li>
          <li>To process your orders and payments and give you access to what you bought.</li>
          <li>To answer your messages and provide customer support.</li>
          <li>To send service e-mails, such as password-reset links and order updates.</li>
          <li>
            To prevent fraud and abuse, for example by limiting repeated sign-in attempts and
            contact messages.
          </li>
          <li>To meet our legal, tax and accounting obligations.</li>
        </ul>
        <p>
          We do not sell your Personal Data, and we do not use it for automated decisions that
          affect you.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          The Website uses only cookies that are strictly necessary for it to work: a session cookie
          that keeps you signed in. It is marked HttpOnly, so scripts on the page cannot read it,
          and it is deleted when you sign out or the session expires.
        </p>
        <p>
          We also keep a few items in your browser's local storage: the package you last chose, so
          we can take you back to it after you sign up, and copies of public page content, so the
          Website loads faster. None of these identify you.
        </p>
        <p>
          We do not use advertising or third-party tracking cookies. When you pay, our payment
          provider may set its own cookies, governed by its privacy policy. You can block or delete
          cookies in your browser settings, but you will then not be able to sign in.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    body: (
      <>
        <ul>
          <li>
            <strong>Our payment provider</strong>, to process and verify your payments.
          </li>
          <li>
            <strong>Hosting and e-mail delivery providers</strong>, who run the Website and send our
            service e-mails.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it or to protect the rights and
            safety of our customers, staff or the public.
          </li>
        </ul>
        <p>
          Service Providers may use your Personal Data only on our instructions and under written
          obligations of confidentiality and security.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep your information',
    body: (
      <p>
        We keep Account information for as long as your Account is open. Order and payment records
        are kept for as long as tax and accounting laws require. Contact messages are kept while we
        handle your request and for a reasonable period afterwards, and server logs for a short time
        only. When we no longer need information, we delete or anonymise it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security and your responsibilities',
    body: (
      <>
        <p>
          We protect your information with encrypted connections (HTTPS), hashed passwords, access
          limited to authorised staff, and limits on repeated sign-in attempts. No system is
          perfectly secure, but we review our safeguards regularly.
        </p>
        <p>Keeping your Account safe is a shared duty. You agree to:</p>
        <ul>
          <li>choose a strong password that you do not use on any other site;</li>
          <li>keep your password confidential and never share your Account with others;</li>
          <li>sign out when you use a shared or public device;</li>
          <li>
            tell us straight away through our{' '}
            <Link to={paths.contact} className={legalLinkClass}>
              contact page
            </Link>{' '}
            if you suspect that someone else has used your Account.
          </li>
        </ul>
        <p>We will never ask you for your password by e-mail, phone or chat.</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Depending on where you live, you may have the right to access the Personal Data we hold
          about you, to have it corrected or deleted, to object to or restrict its use, to receive
          it in a portable format, and to complain to your data protection authority.
        </p>
        <p>
          You can update your name and picture at any time from your profile. For any other request,
          contact us and we will answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'contacts-in-packages',
    title: 'Business contacts in our Packages',
    body: (
      <p>
        Our Packages contain business contact details compiled from public business sources. If your
        details appear in one of them, you may ask us where they came from and have them removed
        from future Packages. Write to us through our contact page and we will act on your request
        promptly. To remove your address from our lead search at once, use the{' '}
        <Link to={paths.optOut} className={legalLinkClass}>
          removal form
        </Link>
        : we e-mail you a link, and once you confirm we erase the contact data linked to your
        address and never add it again.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Website is meant for business use and is not directed at anyone under 18. We do not
        knowingly collect Personal Data from children.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when our services or the law change. The date at the top of this
        page shows when it was last revised; if a change is significant, we will also tell signed-in
        customers by e-mail.
      </p>
    ),
  },
];

/** /privacy-policy: static text; shows the site's own address. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={(origin) => (
        <p>
          This Privacy Policy explains how {SITE_NAME} collects, uses and protects personal
          information when you visit <strong>{origin}</strong>, create an account or buy one of our
          lead databases. By using the Website you agree to the practices described here.
        </p>
      )}
      definitions={definitions}
      sections={sections}
    />
  );
}
