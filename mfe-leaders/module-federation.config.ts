// Federation config of the Leaders remote: exposes `./App` (RemoteProps -> its routes under /app/igazgato and /app/igazgatohelyettes).
import { remoteFederation } from '../mf.shared.ts';

export default remoteFederation('mfe_leaders');
