import { PageHead } from '../../ui/page-head.tsx';
import { PlainLayout } from '../../ui/plain-layout.tsx';
import './static-pages.css';

/** `/mobile-privacy`: the privacy policy of the campus dining mobile app. */
export function MobilePrivacyPage() {
  return (
    <PlainLayout>
      <PageHead
        title="Mobile app privacy policy | Campus Dining"
        description="What the campus dining mobile app collects, why, who can see it and the choices you have."
      />
      <article className="text-page">
        <h1 tabIndex={-1}>Mobile app privacy policy</h1>
        <p className="text-page__updated">Last updated: January 15, 2026</p>
        <p>
          This policy explains what information the campus dining mobile app (the "app") collects, how it is used, who it is shared
          with and the choices you have. It applies to the app on iOS and Android. The dining websites have their own privacy notices,
          linked at the bottom of each site.
        </p>

        <h2>Information you give us</h2>
        <ul>
          <li>
            <strong>Account details</strong>, if you create an account or sign in: your name, email address, phone number and, where your
            school asks for it, your student or employee ID.
          </li>
          <li>
            <strong>Orders and purchases</strong>: the meal plans, dining dollars or food you buy, and the delivery or pickup details you
            enter. Card payments are handled by our payment processor; the app never stores your full card number.
          </li>
          <li>
            <strong>Feedback and surveys</strong> you choose to send, including any contact details you add.
          </li>
        </ul>

        <h2>Information the app collects automatically</h2>
        <ul>
          <li>
            <strong>Device information</strong>: device model, operating system and version, app version, language and time zone, used to
            keep the app working on your device and to fix problems.
          </li>
          <li>
            <strong>Usage information</strong>: which screens you open and which features you use, counted in aggregate to learn what to
            improve. It is not used to build an advertising profile.
          </li>
          <li>
            <strong>Crash reports</strong>: technical details of what went wrong when the app closes unexpectedly.
          </li>
          <li>
            <strong>Location</strong>, only if you allow it: your approximate position to show the dining locations nearest to you. The
            app does not track your location in the background and does not keep a location history.
          </li>
          <li>
            <strong>Notification token</strong>, only if you allow notifications: an identifier your phone provides so we can send you
            alerts, such as an order being ready or a change in hours.
          </li>
        </ul>

        <h2>How we use information</h2>
        <ul>
          <li>To show menus, hours, nutrition and allergen information for your school.</li>
          <li>To run your account, process purchases and orders, and send receipts.</li>
          <li>To send the notifications you have turned on.</li>
          <li>To answer your questions and feedback.</li>
          <li>To keep the app secure, prevent fraud and fix errors.</li>
          <li>To understand, in aggregate, how the app is used so we can improve it.</li>
        </ul>

        <h2>Who we share it with</h2>
        <p>We do not sell your personal information and we do not share it for targeted advertising. We share it only:</p>
        <ul>
          <li>with the dining operation of your school, which needs it to serve your orders and manage your meal plan;</li>
          <li>
            with service providers who host the app, process payments, send messages or analyse crashes for us, under contracts that
            stop them using it for anything else;
          </li>
          <li>when the law requires it, or to protect the safety of our customers and staff.</li>
        </ul>

        <h2>Your choices</h2>
        <ul>
          <li>Turn location access and notifications on or off at any time in your phone's settings.</li>
          <li>Review and correct your account details in the app's account screen.</li>
          <li>
            Ask us for a copy of your information, or to delete your account and the information linked to it, through the dining office
            of your school. We answer within 30 days.
          </li>
          <li>Uninstalling the app stops all collection from your device.</li>
        </ul>

        <h2>How long we keep it</h2>
        <p>
          Account information is kept while your account is open and deleted within 90 days of closing it. Purchase records are kept for
          as long as tax and accounting law requires. Crash reports and usage statistics are deleted or made anonymous after 12 months.
        </p>

        <h2>Security</h2>
        <p>
          Information travels encrypted between the app and our servers, and access to it is limited to staff who need it for their work.
          No system is perfectly secure: keep your password private and tell us if you think your account has been misused.
        </p>

        <h2>Children</h2>
        <p>
          The app is meant for college and university communities. We do not knowingly collect information from children under 13; if you
          believe a child has given us information, contact us and we will delete it.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          When we change this policy we update the date at the top. If a change affects how we use information you have already given us,
          we will tell you in the app before it takes effect.
        </p>

        <h2>Contact</h2>
        <p>
          For questions about this policy or your information, contact the dining office of your school; its contact details are on your
          school's dining website.
        </p>
      </article>
    </PlainLayout>
  );
}
