/** Sending: one request at a time per console, what it gave, and Stop. */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {PreparedRequest} from './request';
import {sendRequest, type ConsoleResult} from './sendRequest';
import type {ConsoleOperation} from './types';

export function useSend(operation: ConsoleOperation, isOpen: boolean) {
  const [sent, setSent] = useState<PreparedRequest>();
  const [result, setResult] = useState<ConsoleResult>({kind: 'idle'});
  // Counts the sends, so that the same failure twice is a new alert, which a screen reader reads again.
  const [attempt, setAttempt] = useState(0);
  const running = useRef<AbortController | undefined>(undefined);
  const stop = useCallback(() => running.current?.abort(), []);

  // A stream stops when its panel closes; any other request runs on, its answer there when the panel reopens.
  useEffect(() => {
    if (!isOpen && operation.streams) stop();
  }, [isOpen, operation.streams, stop]);
  useEffect(() => stop, [stop]);

  const send = (request: PreparedRequest, target: {baseUrl: string; toSandbox: boolean}) => {
    stop();
    const controller = new AbortController();
    running.current = controller;
    setSent(request);
    setAttempt((count) => count + 1);
    // Only the latest request reports: a stream replaced by a new request says nothing more.
    void sendRequest(request, {operation, ...target, signal: controller.signal}, (update) => {
      if (running.current === controller) setResult(update);
    });
  };

  // A stream's request runs until stopped: waiting for its first line (grpc-gateway sends nothing before), then open.
  const streamRunning =
    operation.streams && (result.kind === 'pending' || (result.kind === 'stream' && result.state === 'open'));
  return {sent, result, attempt, send, stop, streamRunning};
}
