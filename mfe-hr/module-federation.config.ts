// Federation config of the HR remote: exposes `./App` (RemoteProps -> its routes under /app/hr).
import { remoteFederation } from '../mf.shared.ts';

export default remoteFederation('mfe_hr');
