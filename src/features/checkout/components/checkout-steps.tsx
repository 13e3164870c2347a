import { Link, useLocation } from 'react-router-dom';
import { useSettings } from '@/data/content/settings';
import { mediaUrl } from '@/lib/media';
import stepStyles from './steps.module.css';

const STEPS = [
  { path: '/address', label: 'Address' },
  { path: '/checkout', label: 'Payment' },
] as const;

/**
 * The checkout's header (spec: shell §2 "Address step"): the logo from the site settings (the shop's name
 * when none is set) and the steps Address, then Payment, the current one marked for assistive technology.
 */
export function CheckoutSteps() {
  const settings = useSettings();
  const { pathname } = useLocation();
  const logo = settings.data?.sitesettings.logo;
  const current = STEPS.findIndex((s) => s.path === pathname);
  return (
    <header className={stepStyles.stepsHeader}>
      <Link to="/" className={stepStyles.stepsLogo} aria-label="Padmakshya home">
        {logo ? (
          <img
            src={mediaUrl(logo, settings.data?.setting_image_path)}
            alt=""
            width={200}
            height={40}
            decoding="async"
          />
        ) : (
          <span aria-hidden="true">Padmakshya</span>
        )}
      </Link>
      <nav aria-label="Checkout steps">
        <ol className={stepStyles.steps}>
          {STEPS.map((step, i) => (
            <li
              key={step.path}
              className={i < current ? stepStyles.stepDone : i === current ? stepStyles.stepCurrent : undefined}
              aria-current={i === current ? 'step' : undefined}
            >
              <span className={stepStyles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              {i < current ? <Link to={step.path}>{step.label}</Link> : step.label}
            </li>
          ))}
        </ol>
      </nav>
    </header>
  );
}
