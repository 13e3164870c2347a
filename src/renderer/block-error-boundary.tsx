import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorCard } from './error-card';
import { reportRendererWarning } from './report';

interface Props {
  path: string;
  label: string;
  preview: boolean;
  /** A new payload gives the block a fresh chance to render. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Contains a block that throws while rendering (or whose code fails to load): shoppers lose only that
 * block, editors see the error card (ADR 005; STYLE: error boundaries at app, route and block depth).
 */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportRendererWarning(this.props.path, [`${this.props.path}: ${messageOf(error)}`]);
  }

  override render() {
    const { preview, label, path, children } = this.props;
    if (!this.state.failed) return children;
    return preview ? <ErrorCard label={label} lines={[`${path}: ${messageOf(this.state.error)}`]} /> : null;
  }
}
