// The Ark address of the party being paid, e.g. from their getAddress().offchain.
declare const receiverArkAddress: string;
