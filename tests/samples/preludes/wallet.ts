// The wallet built in "Create a wallet" on /integrate/sdk.
declare const wallet: import('@arkade-os/sdk').Wallet;
