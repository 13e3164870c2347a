import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces success politely and danger at once, with exactly the message as text', () => {
    render(
      <>
        <Alert variant="success">Thank you for subscribing.</Alert>
        <Alert variant="danger">This email is already subscribed.</Alert>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing.');
    expect(screen.getByRole('alert').textContent).toBe('This email is already subscribed.');
  });
});
