import { useNavigate } from 'react-router-dom';
import { usePageHead } from '@/lib/page-head';
import { PageTitle } from './panel-title';
import { RegisterPanel } from './register-panel';
import styles from './account.module.css';

/** Route /register (catalogue §2 "Registration"): the registration panel as a page; a new customer goes home. */
export function RegisterBlock() {
  usePageHead({ title: 'Create an Account' });
  const navigate = useNavigate();
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <RegisterPanel
          Title={PageTitle}
          onRegistered={() => void navigate('/', { replace: true })}
          leaving="Taking you to the shop…"
        />
      </div>
    </section>
  );
}
