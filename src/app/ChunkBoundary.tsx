/** @jsxImportSource react */
// A page whose code fails to load (network, deploy in between) offers a retry instead of a white
// screen (spec §8: chunk loading errors).
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode, Suspense } from 'react';
import { Button, DefaultError } from '../components/error-panel.tsx';

interface Props {
  /** Without it the failure shows nothing: for optional parts such as the header's menu. */
  onRetry?: () => void;
  children: ReactNode;
}

export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { onRetry } = this.props;
    if (!onRetry) return null;
    return (
      <DefaultError
        action={
          <Button
            type="button"
            onClick={() => {
              this.setState({ failed: false });
              onRetry();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
}

/** An optional lazy part of the page (the header's menu, session watchers): nothing while its code loads or if it fails to. */
export function OptionalChunk({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}
