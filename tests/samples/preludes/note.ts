// An Ark note string ("arknote…") received from the operator.
declare const arkNoteString: string;
