#pragma once
// Frames for users and projects reach every messaging instance, which hands them to its local sockets: they go out
// through Redis PUBLISH on one channel every instance subscribes to (a connection of its own, in a thread), as a
// JSON array of envelopes. Chat messages leave once stored; frames that follow from an event (notifications, project
// updates) once the consumer's transaction has committed (cw::db::after_commit). Local frames take the same
// path, so nothing arrives twice. A socket that was not connected when a frame went out fetches it from history.
#include "realtime/hub.hpp"

#include <cw/redis.hpp>
#include <cw/redis_subscriber.hpp>

#include <nlohmann/json.hpp>

namespace messaging::realtime {

class Delivery {
 public:
  Delivery(cw::redis::Pool& redis, Hub& hub);
  Delivery(const Delivery&) = delete;
  Delivery& operator=(const Delivery&) = delete;

  // Frames for several users or projects, published together with one PUBLISH.
  class Batch {
   public:
    // skip: the token of a socket of that user that must not get it (the sender's socket gets message_sent).
    void to_user(std::int64_t user_id, const nlohmann::json& frame, const std::string& skip = {});
    void to_project(std::int64_t project_id, const nlohmann::json& frame);
    // Once to each socket of the users and of the project's watchers.
    void to_audience(const std::vector<std::int64_t>& user_ids, std::int64_t project_id, const nlohmann::json& frame);
    void to_admins(const nlohmann::json& frame);
    bool empty() const { return envelopes_.empty(); }
    const nlohmann::json& envelopes() const { return envelopes_; }

   private:
    friend class Delivery;
    nlohmann::json envelopes_ = nlohmann::json::array();
  };

  // Publishes the frames to every instance now.
  void send(const Batch& batch);
  // Hands frames from any instance (a JSON array of envelopes, or one envelope) to this instance's sockets.
  void deliver(const std::string& payload);
  // Ends the subscription (before the sockets close at shutdown); idempotent.
  void stop();

 private:
  void deliver_one(const nlohmann::json& envelope);

  cw::redis::Pool& redis_;
  Hub& hub_;
  cw::redis::Subscriber subscriber_;  // last: its thread delivers to hub_
};

}  // namespace messaging::realtime
