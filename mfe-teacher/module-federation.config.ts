// Federation config of the Teacher remote: exposes `./App` (RemoteProps -> its routes under /app/tanar).
import { remoteFederation } from '../mf.shared.ts';

export default remoteFederation('mfe_teacher');
