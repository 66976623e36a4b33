// Consumer lag read from librdkafka's statistics JSON, which is treated as untrusted: nothing in it may throw.
#include <cw/events/kafka_stats.hpp>

#include <gtest/gtest.h>

namespace {

using cw::events::consumer_lags;

TEST(KafkaStats, ReadsTheLagOfEveryKnownPartition) {
  const auto lags = consumer_lags(R"({"name":"c","topics":{"auth.events":{"topic":"auth.events","partitions":{
      "0":{"partition":0,"consumer_lag":3},"1":{"partition":1,"consumer_lag":0},
      "-1":{"partition":-1,"consumer_lag":-1},"2":{"partition":2,"consumer_lag":-1}}}}})");
  ASSERT_EQ(lags.size(), 2u);
  EXPECT_EQ(lags[0].topic, "auth.events");
  EXPECT_EQ(lags[0].partition, 0);
  EXPECT_EQ(lags[0].lag, 3);
  EXPECT_EQ(lags[1].partition, 1);
  EXPECT_EQ(lags[1].lag, 0);
}

TEST(KafkaStats, HostileOrMalformedInputGivesWhatIsWellFormedAndNeverThrows) {
  for (const char* text : {"", "not json", "[]", "null", "{\"topics\":[]}", "{\"topics\":{\"t\":5}}",
                           "{\"topics\":{\"t\":{\"partitions\":\"x\"}}}",
                           "{\"topics\":{\"t\":{\"partitions\":{\"0\":7}}}}",
                           "{\"topics\":{\"t\":{\"partitions\":{\"0\":{\"partition\":\"0\",\"consumer_lag\":1}}}}}",
                           "{\"topics\":{\"t\":{\"partitions\":{\"0\":{\"partition\":0,\"consumer_lag\":1.5}}}}}",
                           R"({"topics":{"t":{"partitions":{"0":{"partition":99999999999,"consumer_lag":1}}}}})",
                           R"({"topics":{"t":{"partitions":{"0":{"partition":0,"consumer_lag":1e400}}}}})",
                           R"({"topics":{"t":{"partitions":{"0":{"partition":0,"consumer_lag":18446744073709551615}}}})"
                           "}",
                           "{\"topics\":{\"t\":{\"partitions\":{\"0\":{\"partition\":0}}}}}", "{\"topics\":{\"t\""}) {
    EXPECT_NO_THROW(EXPECT_TRUE(consumer_lags(text).empty()) << text);
  }
  const auto mixed = consumer_lags(R"({"topics":{"bad":7,"good":{"partitions":{"x":[],"1":{"partition":1,
      "consumer_lag":12}}}}})");
  ASSERT_EQ(mixed.size(), 1u);
  EXPECT_EQ(mixed[0].topic, "good");
  EXPECT_EQ(mixed[0].lag, 12);
}

}  // namespace
