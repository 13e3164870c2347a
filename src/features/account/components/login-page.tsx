import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_REDIRECT_MS } from '@domain/account';
import { callFailureMessage } from '@/lib/call-failure';
import { usePageHead } from '@/lib/page-head';
import { toastBag } from '@/lib/toast';
import { useLogin } from '@/data/account/login';
import { safeRedirect } from '../safe-redirect';
import { LoginForm } from './login-form';
import styles from './account.module.css';

/**
 * Route /login, step 1 (catalogue §2 "Sign-in"; steps 2 and 3, the forgotten password, come later). After a
 * successful sign-in the shopper goes on to `redirect` (a path of this site, default /) after 1 s, and what
 * merging their guest bag changed is also toasted, so they still read it on the next page.
 */
export function LoginPage() {
  usePageHead({ title: 'Sign In' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const target = safeRedirect(params.get('redirect'));
  const answer = login.data;

  useEffect(() => {
    if (answer?.status !== 'success') return undefined;
    for (const change of answer.cart_changes) toastBag.error(change, change);
    const timer = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [answer, navigate, target]);

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Sign In</h1>
        <p className={styles.intro}>Sign in to see your wishlist, your bag on every device and your orders.</p>
        <LoginForm
          onSubmit={(values) => login.mutate(values)}
          answer={answer}
          failure={login.isError ? callFailureMessage(login.error) : undefined}
          busy={login.isPending}
        />
        <p className={styles.aside}>
          New to Padmakshya? <Link to="/register">Create an account</Link>
        </p>
      </div>
    </section>
  );
}
