// Under the exit timeline: how a wallet gets its branch, how arkd answers a double spend. Sources: ./ExitPanel.tsx.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {DEFAULT_TIMELOCKS, forfeitOf, humanDuration, positionOf, type ExitView, type RoundModel} from './model';
import ApiName from './ApiName';
import styles from './styles.module.css';

const {exitDelaySeconds} = DEFAULT_TIMELOCKS;

/** In the notes of a branch that arkd v0.6.3's tree-signing defect (`branchRejectedInV063`) leaves unmineable. */
const BRANCH_SIGNING_DEFECT = (
  <li>
    arkd v0.6.3 signs this branch for the wrong keys, so nodes reject it below the root. Rounds in which every wallet
    signs the whole tree are not affected (<Link to="/ark/FAQ#tree-signing-bug">known issue</Link>).
  </li>
);

/** `showsAnswer`: the diagram draws the connector tree, and with it the server's answer to a double spend. */
type NotesProps = {round: RoundModel; view: ExitView; rejected: boolean; showsAnswer: boolean};

export default function ExitNotes({round, view, rejected, showsAnswer}: NotesProps): ReactNode {
  const {receiver} = view;
  switch (view.scenario) {
    case 'server-up':
      return (
        <ul className={styles.notes}>
          <li>
            The wallet fetches what it needs from arkd: its VTXOs (<ApiName name="listVtxos" />) and the round&apos;s
            signed tree (<ApiName name="getRound" />
            ), then broadcasts through its on-chain explorer. The Go SDK skips what the explorer already has, in a block
            or in its mempool; the TS SDK 0.1.1 skips only what is confirmed.
          </li>
          <li>
            Go SDK: <code>StartUnilateralExit</code> (<code>ark redeem --force</code>) publishes the branches of every
            settled VTXO of the wallet and skips pending ones; <code>CompleteUnilateralExit</code> (
            <code>ark redeem --complete</code>) later spends the outputs whose delay has passed. Started after arkd has
            broadcast its sweep, <code>ark redeem --force</code> finds the swept VTXOs listed as spent and leaves them
            out without a word. Only a sweep that confirms after the wallet listed them makes it retry forever (
            <Link to="/ark/FAQ#redeem-force-endless-retry">known issue</Link>). TS SDK 0.1.1: <code>wallet.exit()</code>{' '}
            broadcasts the branches. Pass it the outpoints of settled VTXOs: one pending VTXO among those it covers
            makes it fail with &quot;leaf not found in tx tree&quot; before it broadcasts anything. The SDK has no call
            for the final spend. fulmine v0.1.12 has no unilateral exit at all, neither in its API nor in its web
            interface.
          </li>
          <li>
            Each tree transaction pays the fee fixed when arkd built the tree, at its minimum relay rate, and has no
            anchor output: nobody can raise that fee.
          </li>
          {rejected && BRANCH_SIGNING_DEFECT}
        </ul>
      );
    case 'double-spend': {
      const forfeit = forfeitOf(round, receiver);
      return (
        <ul className={styles.notes}>
          <li>
            {forfeit ? (
              <>
                The operator holds {receiver.name}&apos;s forfeit of the old VTXO, but it also spends connector{' '}
                {positionOf(forfeit.connector)}, an output of this round. The forfeit cannot be mined before the round
                transaction that also funds {receiver.name}&apos;s new VTXO. No confirmed round, no valid forfeit.
              </>
            ) : (
              <>
                {receiver.name} gave up no VTXO: the boarding UTXO is an input of the round transaction itself, signed
                by {receiver.name}, so there is no forfeit to misuse.
              </>
            )}
          </li>
          <li>
            The operator cannot spend a VTXO alone: both of its leaves need the owner&apos;s key. Its only path without
            the owner is the sweep of tree outputs once the tree has expired.
          </li>
          <li>
            The other way round: if {receiver.name} later gives this VTXO up (forfeited in a newer round, or spent in a
            redeem transaction) and then publishes its branch, arkd, which watches VTXO scripts on-chain, answers while
            the {humanDuration(exitDelaySeconds)} exit delay runs: it broadcasts the newer round&apos;s connector branch
            and the forfeit, or the redeem transaction.
            {showsAnswer &&
              ' The highlighted connector branch and forfeit show that answer for the VTXO given up in this round.'}
          </li>
          <li>
            arkd v0.6.3 sends that answer once and never retries it (
            <Link to="/ark/FAQ#fraud-reaction-once">known issue</Link>), and a script with a short condition leaf can
            outrun it (<Link to="/ark/FAQ#condition-leaf-exit-delay">known issue</Link>). For a redeem transaction with
            several inputs, its answer cannot confirm (<Link to="/ark/FAQ#multi-input-double-spend">known issue</Link>
            ), and a redeem transaction paid without a fee cannot be relayed at all (
            <Link to="/ark/FAQ#zero-fee-payments">known issue</Link>).
          </li>
        </ul>
      );
    }
    case 'server-gone':
      return (
        <ul className={styles.notes}>
          <li>
            The protocol needs nothing from the operator to exit: every tree transaction is already signed. This
            release&apos;s wallets do not keep them. The Go SDK (<code>getRedeemBranches</code>) and the TS SDK 0.1.1 (
            <code>exit()</code>, whose own comment says it should not depend on the server) fetch the tree from arkd
            when they exit. With arkd gone they cannot exit, unless the signed tree was saved while arkd answered (from{' '}
            <code>roundFinalization</code> or <ApiName name="getRound" />) and is broadcast with other tools. fulmine
            has no unilateral exit, and does not even start while arkd is unreachable (
            <Link to="/ark/FAQ#fulmine-needs-arkd">known issue</Link>).
          </li>
          <li>
            The deadline is the tree expiry. Once the sweep leaf opens, the operator can spend the batch output too: the
            presigned root stays valid, so whichever spend confirms first wins. An operator that has truly gone cannot
            sweep; one that comes back can.
          </li>
          <li>
            A pending VTXO, an output of a redeem transaction, also needs that redeem transaction; neither SDK of this
            release can publish one.
          </li>
          {rejected && BRANCH_SIGNING_DEFECT}
        </ul>
      );
  }
}
