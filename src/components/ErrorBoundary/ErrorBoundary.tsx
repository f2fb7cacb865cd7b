import React, { Component, type ErrorInfo, type ReactNode } from "react";
import * as styles from "./ErrorBoundary.module.scss";

export interface ErrorBoundaryProps {
  heading: string;
  homeLabel: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** What a reader can be told about an error: its status text (for failed requests) or message. */
export function describeError(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    // Anything may be thrown: both fields are read as unknown and checked.
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === "string" && statusText !== "") return statusText;
    if (typeof message === "string" && message !== "") return message;
  }
  return String(error);
}

/** Shows a readable error page instead of a blank screen when rendering fails. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error("Unknown error") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    document.title = this.props.heading;
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <div className={styles.errorPage} role="alert">
        <h1>{this.props.heading}</h1>
        <p>
          <code>{describeError(error)}</code>
        </p>
        <p>
          <a href="/">{this.props.homeLabel}</a>
        </p>
      </div>
    );
  }
}
