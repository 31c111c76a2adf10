import { Button, Card } from '@blueprintjs/core';
import { EXPLAINER_DISMISSED_STORAGE_KEY } from '@oeuvre/ui/lib/ui-constants';
import { useState } from 'react';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(EXPLAINER_DISMISSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Explains Support, Connection and Network once; dismissing it is remembered in this browser. */
export function NetworkExplainer() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(EXPLAINER_DISMISSED_STORAGE_KEY, 'true');
    } catch {
      // Still hidden for this visit.
    }
    setDismissed(true);
  }

  return (
    <Card className="network-explainer" role="region" aria-labelledby="explainer-title">
      <div className="network-explainer-head">
        <h2 id="explainer-title">How your network works</h2>
        <Button icon="cross" variant="minimal" aria-label="Dismiss explanation" onClick={dismiss} />
      </div>
      <dl>
        <dt>Support</dt>
        <dd>Supporting an artist is one-way: a public sign that you value their practice. They receive a request.</dd>
        <dt>Connection</dt>
        <dd>When two artists support each other, the support becomes a connection.</dd>
        <dt>Network</dt>
        <dd>Your supporters and connections, shown as a quiet signal of community on your public profile.</dd>
      </dl>
    </Card>
  );
}
