/**
 * Static content of /file-transfer-guide (spec section 2): six tabs of guidance on getting engineering files from the
 * engineer to the client's CNC intact. The checksum advice matches the project Files tab, which shows the SHA-256 of
 * every file version.
 */
import type { GuideTab } from '../types/file-transfer-guide';
import { cncSetupTab } from './guide-tabs/cnc-setup';
import { overviewTab } from './guide-tabs/overview';
import { preparationTab } from './guide-tabs/preparation';
import { transferTab } from './guide-tabs/transfer';
import { troubleshootingTab } from './guide-tabs/troubleshooting';
import { verificationTab } from './guide-tabs/verification';

export const FILE_TRANSFER_TABS: GuideTab[] = [overviewTab, preparationTab, transferTab, verificationTab, cncSetupTab, troubleshootingTab];
