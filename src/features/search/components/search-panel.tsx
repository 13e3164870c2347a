import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchTermError } from '@domain/validation';
import { Drawer } from '@/components/ui/drawer';
import button from '@/components/ui/button.module.css';
import styles from './search.module.css';

/** The search panel over any page (spec: shell §2 Search panel). */
export function SearchPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Search" side="top">
      <SearchForm onSearched={() => onOpenChange(false)} />
    </Drawer>
  );
}

/** On a valid term: go to /search-result/{term} and close (spec: shell §2); else the shell §5 message. */
export function SearchForm({ onSearched }: { onSearched: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);

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
    navigate(`/search-result/${encodeURIComponent(term.trim())}`);
    onSearched();
  };

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} noValidate>
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
