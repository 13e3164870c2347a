import { Skeleton } from '@/components/ui/skeleton';
import { useSettings } from '@/data/content/settings';
import { cx } from '@/lib/inline-style';
import { usePageHead } from '@/lib/page-head';
import { PageSections } from '@/renderer/page-sections';
import styles from './contact.module.css';
import page from './information.module.css';
import { SUPPORT_HOURS, ServicesStrip } from './services-strip';

/** The booking widget (home_type 17) as a CMS section, drawn by the renderer like any page's. */
const BOOKING_SECTIONS: unknown[] = [
  {
    home_top_spaced: 16,
    home_bottom_spaced: 16,
    home_layout: 'container',
    has_many_home_inner: [
      {
        home_inn_structure_type: 12,
        has_many_home_details: [
          {
            home_type: 11,
            home_brij_heading: 'Book an Appointment',
            home_brij_heading_size: 'h2',
            home_brij_heading_subheading: 'An hour with our jewellers at the showroom, at a time that suits you',
            home_brij_heading_align: 'center',
          },
          { home_type: 17 },
        ],
      },
    ],
  },
];

/** 'wa.me' takes the number in international form, digits only; an Indian number without its code gets 91. */
const whatsappLink = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}` : '';
};

/**
 * /contact-us, the header's Store link (shell §2): the shop's address, support e-mail and phone, WhatsApp and
 * support hours from the settings (catalogue §3 "Settings"), then the appointment booking block.
 */
export function ContactPage() {
  usePageHead({
    title: 'Store',
    description:
      'Visit the Padmakshya showroom, write to us, call or WhatsApp, and book an appointment with our jewellers.',
    canonical: '/contact-us',
  });
  const { data, isPending } = useSettings();
  const settings = data?.sitesettings;
  const whatsapp = settings ? whatsappLink(settings.admin_whatsapp_no) : '';
  return (
    <>
      <section className={cx(page.page, page.titleOnly)} aria-labelledby="contact-title">
        <h1 id="contact-title" className={page.title}>
          Visit our Store
        </h1>
        <p className={page.lead}>Come and see the pieces in person, or reach us however suits you.</p>
        {isPending ? (
          <Skeleton height={180} style={{ display: 'block' }} />
        ) : (
          settings && (
            <dl className={styles.details}>
              {settings.address && (
                <div className={styles.detail}>
                  <dt>Showroom</dt>
                  <dd>
                    <address className={styles.address}>{settings.address}</address>
                  </dd>
                </div>
              )}
              {settings.admin_support_email && (
                <div className={styles.detail}>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${settings.admin_support_email}`}>{settings.admin_support_email}</a>
                  </dd>
                </div>
              )}
              {settings.admin_support_mobile && (
                <div className={styles.detail}>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${settings.admin_support_mobile.replace(/[^\d+]/g, '')}`}>
                      {settings.admin_support_mobile}
                    </a>
                  </dd>
                </div>
              )}
              {whatsapp && (
                <div className={styles.detail}>
                  <dt>WhatsApp</dt>
                  <dd>
                    <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                      Chat with us on WhatsApp
                    </a>
                  </dd>
                </div>
              )}
              <div className={styles.detail}>
                <dt>Support hours</dt>
                <dd>{SUPPORT_HOURS}</dd>
              </div>
            </dl>
          )
        )}
      </section>
      <PageSections sections={BOOKING_SECTIONS} path="contact-us" />
      <ServicesStrip />
    </>
  );
}
