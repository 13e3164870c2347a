import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchTermError } from '@domain/validation';
import button from '@/components/ui/button.module.css';
import { SEARCH_PATH, SEARCH_TERM_PARAM, searchResultPath } from '../search-path';
import styles from './search.module.css';

/**
 * On a valid term: go to /search-result/{term} and close (spec: shell §2); else the shell §5 message.
 * It is a real GET form too, so it searches before the app has started (the server sends
 * /search-result?q={term} on to /search-result/{term}).
 */
export function SearchForm({
  onSearched,
  initialError = null,
}: {
  onSearched?: () => void;
  /** A message to start with (the search page, reached with a blank term). */
  initialError?: string | null;
}) {
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(initialError);

  // The panel opens to type into: focus the box rather than the drawer's close button.
  useEffect(() => input.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = searchTermError(term);
    if (message) {
      setError(message);
      input.current?.focus();
      return;
    }
    navigate(searchResultPath(term));
    onSearched?.();
  };

  return (
    <form role="search" className={styles.form} action={SEARCH_PATH} method="get" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-term`} className="visually-hidden">
        Search products
      </label>
      <div className={styles.bar}>
        <svg className={styles.glass} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id={`${id}-term`}
          name={SEARCH_TERM_PARAM}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search Padmakshya"
          className={styles.input}
          value={term}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setTerm(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={`${button.primary} ${styles.go}`}>
          Go
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
