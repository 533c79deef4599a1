// If anything in the app throws while rendering, the visitor keeps a readable page (the header and footer stay
// when the page area alone failed) with a way out: a button that reloads the page from the server. The words
// come from the manifest's `layout.pageError`. Once failed, a link the visitor follows (the header's, say) is
// loaded from the server: the app that failed is not trusted to show the next page.
import { Component, createRef, type ErrorInfo, type ReactNode } from 'react';
import shell from 'virtual:site-shell';
import styles from './ErrorBoundary.module.css';

interface State {
  failed: boolean;
}

interface Props {
  children: ReactNode;
  /** The router's path, when the boundary sits inside it (a new #hash alone is no new page). */
  path?: string;
  /** Shown after the message: the site's footer, when the boundary sits inside the router its links need. */
  after?: ReactNode;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };
  private heading = createRef<HTMLHeadingElement>();

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever investigates; the visitor sees the message below.
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previousProps: Props, previous: State): void {
    // Where the page was, the message now is: move the focus there, as after any navigation.
    if (this.state.failed && !previous.failed) this.heading.current?.focus();
    else if (this.state.failed && this.props.path && this.props.path !== previousProps.path) {
      window.location.reload();
    }
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { title, text, reloadText } = shell.pageError;
    return (
      <>
        <main id="conteudo" className={styles.failed}>
          <h1 ref={this.heading} tabIndex={-1}>
            {title}
          </h1>
          <p>{text}</p>
          <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
            {reloadText}
          </button>
        </main>
        {this.props.after}
      </>
    );
  }
}
