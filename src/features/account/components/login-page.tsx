import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageHead } from '@/lib/page-head';
import { safeRedirect } from '../safe-redirect';
import { PageTitle } from './panel-title';
import { SignInPanel } from './sign-in-panel';
import styles from './account.module.css';

/**
 * Route /login (catalogue §2 "Sign-in"): the sign-in panel as a page. After a successful sign-in the shopper goes
 * on to `redirect` (a path of this site, default /) after 1 s.
 */
export function LoginPage() {
  usePageHead({ title: 'Sign In' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <SignInPanel Title={PageTitle} onSignedIn={() => void navigate(target, { replace: true })} />
      </div>
    </section>
  );
}
