#pragma once
// Frames for users and projects reach every messaging instance, which hands them to its local sockets: they go out
// through Redis PUBLISH on one channel every instance subscribes to (a connection of its own, in a thread), several
// frames to one PUBLISH. Chat messages leave once stored; frames that follow from an event (notifications, project
// updates) once the consumer's transaction has committed (cw::db::after_commit). Local frames take the same
// path, so nothing arrives twice. A socket that was not connected when a frame went out fetches it from history.
//
// The payload is lines, two per frame: the routing (a small JSON object: userId and skip, projectId, userIds,
// admins), then the frame exactly as the sockets get it. A frame is serialised once, where it is made: an instance
// parses only the routing lines, and copies a frame's line only when one of its sockets is to get it. (A JSON dump
// has no raw line break, so the lines cannot be confused.)
#include "realtime/chat_timing.hpp"
#include "realtime/hub.hpp"

#include <cw/redis.hpp>
#include <cw/redis_subscriber.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace messaging::realtime {

// One frame of a payload: its routing (a JSON object; discarded when the line is not one) and its text, a view into
// the payload. A payload that stops making sense ends there: anyone who can PUBLISH on the channel can send anything.
struct RoutedFrame {
  nlohmann::json routing;
  std::string_view frame;
};
std::vector<RoutedFrame> routed_frames(std::string_view payload);

class Delivery {
 public:
  Delivery(cw::redis::Pool& redis, Hub& hub);
  Delivery(const Delivery&) = delete;
  Delivery& operator=(const Delivery&) = delete;

  // Frames for several users or projects, published together with one PUBLISH. A frame is a JSON object, or its
  // serialised text (one serialisation for several targets).
  class Batch {
   public:
    Batch() = default;
    // Frames stamped with this wall-clock time (chat_timing's redis stage): their routing carries it as "at".
    explicit Batch(std::int64_t stamped_us) : stamped_us_(stamped_us) {}
    // skip: the token of a socket of that user that must not get it (the sender's socket gets message_sent).
    void to_user_text(std::int64_t user_id, std::string_view frame_text, const std::string& skip = {});
    void to_user(std::int64_t user_id, const nlohmann::json& frame, const std::string& skip = {});
    void to_project(std::int64_t project_id, const nlohmann::json& frame);
    // Once to each socket of the users and of the project's watchers.
    void to_audience(const std::vector<std::int64_t>& user_ids, std::int64_t project_id, const nlohmann::json& frame);
    void to_admins(const nlohmann::json& frame);
    bool empty() const { return payload_.empty(); }
    const std::string& payload() const { return payload_; }

   private:
    void add(nlohmann::json routing, std::string_view frame_text);
    std::int64_t stamped_us_ = 0;
    std::string payload_;
  };

  // Publishes the frames to every instance now.
  void send(const Batch& batch);
  // Hands frames from any instance (a payload of routing and frame lines) to this instance's sockets.
  void deliver(std::string_view payload);
  // Ends the subscription (before the sockets close at shutdown); idempotent.
  void stop();

 private:
  // received: when this instance read the payload (steady, and the wall clock in microseconds).
  void deliver_one(const RoutedFrame& routed, SteadyTime received, std::int64_t received_us);

  cw::redis::Pool& redis_;
  Hub& hub_;
  cw::redis::Subscriber subscriber_;  // last: its thread delivers to hub_
};

}  // namespace messaging::realtime
