// Every claim is in arkd v0.6.3's server/internal/core/application/service.go (`startRound`, `startFinalization`,
// `finalizeRound`) and utils.go (the request queue).
import type {ReactNode} from 'react';
import {type RoundModel, type RoundStep, type StepId} from './model';
import ApiName from './ApiName';
import {joinAsSentence} from './DiagramDescription';
import styles from './styles.module.css';

const names = (participants: readonly {name: string}[]) => joinAsSentence(participants.map(({name}) => name));

/** What happens at the step, and what if someone stops there. */
function copyFor(step: StepId, round: RoundModel): [happens: ReactNode, ifStopped: ReactNode] {
  const refreshers = round.participants.filter((participant) => participant.role === 'refresh');
  const boarder = round.participants.find((participant) => participant.role === 'board');
  const leaver = round.participants.find((participant) => participant.role === 'leave');
  const {vtxoTree, connectorTree, forfeits} = round;
  switch (step) {
    case 'registration':
      return [
        <>
          Each wallet tells arkd what it gives up and what it wants back
          {refreshers.length > 0 && <>: {names(refreshers)} settle, each giving up an old VTXO for a new one</>}
          {boarder && <>; {boarder.name} brings an on-chain boarding UTXO</>}
          {leaver && <>; {leaver.name} gives up a VTXO for an on-chain output</>}. Then it keeps pinging. Nothing of the
          round exists yet. arkd closes registration after a sixth of its round interval (5 s by default), then takes
          the queued requests in the order they registered, up to 128 by default.
        </>,
        <>
          A wallet that has not pinged for a minute is left out of the round (its request is deleted after five), and an
          arkd that stops here has built and signed nothing, so every coin stays where it was.
        </>,
      ];
    case 'tree-nonces':
      return [
        <>
          arkd builds the round transaction, the VTXO tree ({vtxoTree.txCount} transactions) and the connector tree, and
          sends the first two unsigned in <code>roundSigning</code>. Each wallet sends one MuSig2 nonce for every tree
          transaction above its own outputs. With <code>signingAll</code>, that is every transaction above the outputs
          of all the wallets that chose it. arkd co-signs every tree transaction with a key of its own. A wallet should
          check the tree first; the Go SDK checks it only once it is signed, before its forfeits.
        </>,
        <>
          A wallet whose nonces have not arrived within ((interval / 3) × 2 − 1) / 3 seconds, about 6 s by default,
          fails the round (<code>roundFailed</code>, &quot;musig2 signing session timed out&quot;): nothing was
          published, and the wallets register again.
          {vtxoTree.txCount > 1 && (
            <>
              {' '}
              A TS SDK 0.1.1 wallet stops here in this round: its tree check throws on every tree of more than one
              transaction, before it sends nonces.
            </>
          )}
        </>,
      ];
    case 'tree-signatures':
      return [
        <>
          arkd aggregates the nonces and sends them in <code>roundSigningNoncesGenerated</code>. Each wallet answers
          with its partial signatures; arkd adds its own and combines them into one Schnorr signature per tree
          transaction. Every new VTXO now has a signed path from the batch output, which is an output of a transaction
          nobody has broadcast.
          {round.receivers.length > 1 && (
            <>
              {' '}
              With two or more wallets in the round, each signing its own branch (the default), arkd v0.6.3 locks the
              outputs inside the tree to the wrong sets of keys, so below the root these paths cannot be mined.
            </>
          )}
        </>,
        <>
          A missing signature times out the same way and fails the round, and the signed tree is worthless: the output
          it spends never exists.
        </>,
      ];
    case 'finalization':
      return [
        <>
          The stage turns to finalization and <code>roundFinalization</code> brings the signed tree
          {connectorTree ? (
            <>
              , the connector tree ({connectorTree.txCount} transactions, one connector per VTXO given up) and{' '}
              <code>connectorsIndex</code>, which binds each VTXO given up to one connector.
            </>
          ) : (
            <>; with no VTXO given up, there is no connector tree.</>
          )}{' '}
          {forfeits.length > 0 && (
            <>
              {names(forfeits.map((forfeit) => forfeit.participant))} each sign a forfeit: input 0 is the connector,
              input 1 the old VTXO through its collaborative leaf, and the one output pays the server.{' '}
            </>
          )}
          {boarder && (
            <>{boarder.name} gives up no VTXO and signs the boarding input of the round transaction instead.</>
          )}
        </>,
        <>
          If a forfeit or a boarding signature is still missing one round interval after registration opened, the round
          fails (&quot;missing forfeit tx&quot;, or &quot;failed to sign round tx: not all inputs are signed, unable to
          finalize the psbt&quot; for a boarding input). arkd then drops the round transaction, so its connectors never
          exist and the forfeits already signed stay worthless. The operator still holds that transaction, though. If it
          holds every signature the transaction needs, boarding ones included, it could publish it later while its
          inputs are unspent, and that would make those forfeits valid. So a wallet should keep the signed tree it
          received until those inputs are spent elsewhere; the documented wallets keep none.
        </>,
      ];
    case 'broadcast':
      return [
        <>
          arkd signs its own inputs and broadcasts the round transaction, the only one that goes on-chain. The{' '}
          {vtxoTree.txCount} signed tree transactions stay off-chain until someone exits
          {connectorTree && (
            <>
              , and so do the {connectorTree.txCount} connector transactions and the forfeits. The forfeits carry the
              owners&apos; signatures, and arkd signs a connector branch and a forfeit only if it needs them
            </>
          )}
          . <code>GET /v1/transactions</code> announces the round with the VTXOs it spent and created.
        </>,
        <>
          {round.receivers.length > 1 ? (
            <>
              In the protocol, every new VTXO&apos;s owner can now publish its branch alone. In arkd v0.6.3, this
              round&apos;s branches fail below the root (step 3).
            </>
          ) : (
            <>From here the new VTXO&apos;s owner can publish its branch alone.</>
          )}{' '}
          arkd can use a forfeit only if someone publishes a VTXO they gave up. If the round transaction never confirms
          (replaced, or lost in a reorganisation), its connectors and every use of the forfeits go with it.
        </>,
      ];
  }
}

export default function StepPanel({step, round}: {step: RoundStep; round: RoundModel}): ReactNode {
  const [happens, ifStopped] = copyFor(step.id, round);
  return (
    <div className={styles.panel}>
      <p>{happens}</p>
      <ul className={styles.api}>
        {step.api.map((use) => (
          <li key={use.name}>
            <span className={styles.apiNote}>{use.kind === 'event' ? 'event from arkd' : 'call from the wallet'}</span>{' '}
            <ApiName name={use.name} operationId={use.operationId} />{' '}
            <span className={styles.apiNote}>
              {use.kind === 'event' ? `on ${use.http}` : use.http}
              {use.usedBy && ` (${use.usedBy})`}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.ifStopped}>
        <strong>If someone stops here:</strong> {ifStopped}
      </p>
    </div>
  );
}
