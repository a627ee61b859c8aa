/**
 * How every browser test and benchmark starts Chromium: Debian's build
 * (downloading Playwright's own browser fails on our machines), with the
 * background networking that our closed network refuses switched off.
 */
import {CHROMIUM} from '../../../src/constants';

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? CHROMIUM.defaultPath;

export const CHROMIUM_ARGS = [...CHROMIUM.args];
