import { TradePage } from "@/components/trades/trade-page";
import { trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("generalContractor", "/general-contractor");

export default function GeneralContractorPage() {
  return <TradePage trade={trades.generalContractor} />;
}
