import { Button, Callout, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { desktop } from '../desktop.ts';

/** First run (or "Use a different server"): the address is checked against /api/health before it is kept. */
export function ConnectScreen({
  initialUrl,
  onCancel,
}: {
  initialUrl: string | null;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(initialUrl ?? '');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    setError(null);
    const result = await desktop.setServerUrl(url);
    if (result.ok) {
      // The page's Content-Security-Policy names the server, so it reloads to allow the new one.
      window.location.reload();
      return;
    }
    setChecking(false);
    setError(result.message);
  };

  return (
    <div className="desktop-centered">
      <Card className="desktop-card" elevation={2}>
        <H2>Connect to server</H2>
        <p>Enter the address of your Oeuvre server, as your team gave it to you.</p>
        <form onSubmit={connect}>
          <FormGroup label="Server address" labelFor="server-url">
            <InputGroup
              id="server-url"
              // Not type="url": the browser would refuse an address typed without https://.
              type="text"
              inputMode="url"
              spellCheck={false}
              autoCapitalize="off"
              autoFocus
              placeholder="https://oeuvre.example.org"
              value={url}
              onValueChange={setUrl}
              disabled={checking}
              intent={error ? 'danger' : 'none'}
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" title="Could not connect" role="alert" style={{ marginBottom: 16 }}>
              {error}
            </Callout>
          )}
          <Button type="submit" intent="primary" loading={checking} disabled={!url.trim()} text="Connect" />
          {onCancel && (
            <Button
              variant="minimal"
              text="Cancel"
              onClick={onCancel}
              disabled={checking}
              style={{ marginLeft: 8 }}
            />
          )}
        </form>
      </Card>
    </div>
  );
}
